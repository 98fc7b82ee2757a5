// ---------------------------------------------------------------- white label

/** Image columns of the white label record (uploaded with column + image). */
export const WHITE_LABEL_IMAGE_COLUMNS = ['background_url', 'favicon_url', 'logo_url', 'dark_logo_url'] as const;
export type WhiteLabelImageColumn = (typeof WHITE_LABEL_IMAGE_COLUMNS)[number];
/** White label document types: branded documents the company produces (project decision). */
export const WHITE_LABEL_DOCUMENT_TYPES = ['reference_letter', 'wire_confirmation', 'report'] as const;
export type WhiteLabelDocumentType = (typeof WHITE_LABEL_DOCUMENT_TYPES)[number];
/** Image columns of a white label document (project decision). */
export const WHITE_LABEL_DOCUMENT_COLUMNS = ['header_image_url', 'footer_image_url', 'signature_image_url', 'stamp_image_url'] as const;
export type WhiteLabelDocumentColumn = (typeof WHITE_LABEL_DOCUMENT_COLUMNS)[number];
