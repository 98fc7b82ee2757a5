/** Messages of the portal services page in Japanese. */
export default {
  portals: {
  "sign_in": "%{name} にサインイン",
  "accounts": "リモート口座",
  "no_accounts": "表示するリモート口座はありません。",
  "send": "出金を送信",
  "signed_up": "ポータルサービスに登録しました。",
  "sign_up": {
    "company": "会社を登録",
    "company_text": "ポータルサービスのアンケートに回答すると、会社の口座がそこで開設されます。",
    "employee": "従業員として登録",
    "employee_text": "会社の下に作成される、ポータルサービスでのあなた自身のユーザーです。",
    "submit_company": "会社を登録",
    "submit_employee": "自分を登録"
  },
  "fields": {
    "company_name": "会社名",
    "registration_number": "登記番号",
    "country": "国",
    "country_help": "2文字のコード（例: JP）",
    "city": "市区町村",
    "address": "住所",
    "post_code": "郵便番号",
    "email": "メールアドレス",
    "phone": "電話番号",
    "website": "ウェブサイト",
    "first_name": "名",
    "last_name": "姓"
  },
  "auto": {
    "title": "自動振替",
    "text": "リモート口座に入金された新しい資金は、選択した自社口座へ移されます。",
    "remote": "リモート口座",
    "account": "自社口座",
    "create": "自動振替を作成",
    "created": "自動振替を作成しました。",
    "stopped": "自動振替を停止しました。",
    "stop": "口座 %{id} への振替を停止",
    "active": "有効"
  },
  "columns": {
    "id": "口座",
    "name": "名称",
    "currency": "通貨",
    "balance": "残高",
    "auto": "自動振替",
    "actions": "操作"
  },
  "destination": {
    "loading": "ポータルサービスでリモート口座を照会しています…",
    "failed": "リモート口座を照会できませんでした。",
    "title": "%{service} のお客様の口座に入金されます",
    "text": "%{name}（%{id}）、%{currency}、IBAN %{iban}、名義 %{holder}"
  },
  "services": {
    "free_market": "Free Market",
    "easy_payments": "Easy Payments",
    "bcb": "BCB",
    "currency_cloud": "Currency Cloud",
    "satchelpay_eur": "SatchelPay EUR",
    "cfszipp_eur": "CFSZipp EUR",
    "cfszipp_gbp": "CFSZipp GBP",
    "klarpay": "Klarpay",
    "equals_money": "Equals Money",
    "nexpay": "Nexpay",
    "financial_house": "Financial House",
    "narvi": "Narvi",
    "openpayd": "OpenPayd",
    "apaylo": "Apaylo"
  }
},
};
