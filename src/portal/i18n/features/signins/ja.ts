/** 代替サインインと KYC プロバイダーの手順のメッセージ（日本語）。 */
export default {
  signins: {
    signing_in: 'サインインしています…',
    refused: 'このサインインリンクは無効か、有効期限が切れているか、すでに使用されています。メールアドレスとパスワードでサインインしてください。',
    unavailable: 'リモートポータルを利用できません。しばらくしてから再度お試しください',
    incomplete: 'このサインインリンクは不完全です。',
    cancelled: 'サインインをキャンセルしました。',
    to_login: 'サインインへ',
    chat_done: 'チャットにサインインしました。',
    chat_signed_out: 'チャットを使うには、先にポータルにサインインしてください。',
    company_not_found: 'この CRM レコードに紐づく会社はありません。',
    company_id: '会社 ID',
    company_enabled: '有効',
    company_legal_type: '法的形態',
    yes: 'はい',
    no: 'いいえ',
    kyc: {
      form: '確認フォーム',
      video: 'ビデオ本人確認',
      start_form: '確認フォームを開く',
      start_video: 'ビデオ本人確認を開始',
      reason: 'プロバイダーからの報告: %{reason}',
      status: { open: '未実施', pending: '開始済み', completed: '完了', failed: '失敗' },
    },
  },
};
