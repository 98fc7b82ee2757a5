/** Messages des pages d'import en masse en français. */
export default {
  imports: {
    form: {
      bank_account: 'Compte bancaire',
      upload_label: 'Téléversez votre fichier ici. (Seuls les fichiers xlsx sont autorisés)',
      choose_file: 'Choisir un fichier xlsx',
      template: 'Télécharger le modèle',
      preview: 'Envoyer',
      create: "Créer l'import",
      transactions: 'Transactions',
      total_amount: 'Montant total',
      total_amount_with_fee: 'Montant total avec frais',
      failed_rows: '%{count} lignes en erreur ne seront pas importées',
      payees: '%{count} bénéficiaires',
      truncated: 'Seules les 1 000 premières lignes sont affichées ; tout le fichier est vérifié.',
      unreadable: "Le fichier ne peut pas être affiché. Le serveur peut tout de même le vérifier.",
    },
    messages: {
      created: 'Le traitement va bientôt commencer',
      done_title: "La tâche d'import n°%{id} s'est terminée avec succès !",
      done_text: 'Les résultats se trouvent sur la page des transactions en attente.',
      pending_link: 'Transactions en attente',
      errors_title: "La tâche d'import n°%{id} s'est terminée avec des erreurs",
      errors_text: "Les lignes en erreur n'ont pas été importées. Le fichier d'erreurs a été téléchargé.",
      failed_title: "La tâche d'import n°%{id} a échoué",
      failed_text: 'Veuillez contacter le support.',
    },
    statuses: { QUEUE: "En file d'attente", PROCESSING: 'En cours', DONE: 'Terminé', ERROR: 'Erreur' },
    columns: {
      id: 'ID', file_name: 'Fichier', bank_account: 'Compte bancaire', user: 'Utilisateur', status: 'Statut',
      success: 'Importées (nombre · montant)', failed: 'Échouées (nombre · montant)', created_at: 'Créé le', actions: 'Actions',
    },
    empty: "Aucun import pour l'instant.",
    download_errors: 'Télécharger les erreurs',
    download_original: "Fichier d'origine",
    export: { currency: 'Devise', success_count: 'Lignes importées', success_amount: 'Montant importé', success_amount_with_fee: 'Montant importé avec frais', failed_count: 'Lignes en échec', failed_amount: 'Montant en échec' },
  },
};
