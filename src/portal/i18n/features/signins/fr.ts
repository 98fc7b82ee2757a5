/** Messages des connexions alternatives et des étapes du prestataire KYC en français. */
export default {
  signins: {
    signing_in: 'Connexion en cours…',
    refused: 'Ce lien de connexion est invalide, a expiré ou a déjà été utilisé. Veuillez vous connecter avec votre adresse e-mail et votre mot de passe.',
    unavailable: 'Le portail distant est indisponible. Veuillez réessayer plus tard',
    incomplete: 'Ce lien de connexion est incomplet.',
    cancelled: 'Connexion annulée.',
    to_login: 'Aller à la connexion',
    chat_done: 'Vous êtes connecté au chat.',
    chat_signed_out: 'Connectez-vous d’abord au portail pour utiliser le chat.',
    company_not_found: 'Aucune entreprise n’est liée à cette fiche du CRM.',
    company_id: 'ID de l’entreprise',
    company_enabled: 'Activée',
    company_legal_type: 'Forme juridique',
    yes: 'Oui',
    no: 'Non',
    kyc: {
      form: 'Formulaire de vérification',
      video: 'Identification vidéo',
      start_form: 'Ouvrir le formulaire de vérification',
      start_video: 'Démarrer l’identification vidéo',
      reason: 'Le prestataire indique : %{reason}',
      status: { open: 'À faire', pending: 'Commencée', completed: 'Terminée', failed: 'Échouée' },
    },
  },
};
