/**
 * What a message is for, by its wording: signing in, confirming an address or an action,
 * resetting a password, a one-click sign-in link, a team invitation, and the calendar
 * invitations and security notices that look like those but ask nothing. Read by the
 * extractor's intent (extract/intent.ts via extract/lexicon.ts) as regex sources.
 */
import type { Concept } from './languages.js';
import { withAdded } from './added/index.js';

/** Completing a sign-in: login, two-factor, new device, "verify it's you". */
export const SIGN_IN_CUE: Concept = withAdded('intent-cues.SIGN_IN_CUE', {
  en: [
    'sign(?:ing|ed)?[- ]?in', 'log(?:ging|ged)?[- ]?in', 'logon', 'two[- ]factor', '2fa', 'mfa', 'multi[- ]factor', '(?:2|two)[- ]step',
    'new (?:device|browser|computer|location)', 'authenticat~', 'verify (?:it\'s|it is) you', 'confirm (?:it\'s|it is) you',
    'verify your identity', 'confirm your identity', 'access your account', 'trying to access',
  ],
  de: ['anmeld(?:en|ung)', 'einloggen', 'zwei-faktor', 'neues ger[äa]t'],
  fr: ['connexion', 'se connecter', 'vous connecter', 'authentification', 'deux facteurs', 'nouvel appareil'],
  es: ['iniciar sesi[óo]n', 'inicio de sesi[óo]n', 'acceder', 'ingresar', 'dos (?:factores|pasos)', 'nuevo dispositivo', 'entrar'],
  pt: ['entrar', 'iniciar sess[ãa]o', 'acessar', 'fazer login', 'dois fatores', 'novo dispositivo'],
  it: ['accedere', 'accesso', 'accedi', 'due fattori', 'nuovo dispositivo'],
  nl: ['inloggen', 'aanmelden', 'log in', 'tweestaps~', 'twee-?factor~', 'nieuw apparaat'],
  pl: ['logowani~', 'zaloguj~', 'zalogowa~', 'uwierzytelniani~', 'dwuetapow~', 'nowe urz[ąa]dzenie'],
  tr: ['giri[şs]~', 'oturum a[çc]~', 'iki ad[ıi]ml[ıi]', 'iki fakt[öo]rl[üu]', 'yeni cihaz'],
  ru: ['вход~', 'войти', 'авторизаци~', 'двухфактор~', 'новое устройство', 'нового устройства'],
  uk: ['вхід~', 'увійти', 'входу', 'двофактор~', 'новий пристрій', 'нового пристрою'],
  sv: ['logga in', 'inloggning~', 'tvåstegs~', 'ny enhet', 'bankid'],
  cs: ['přihlášení', 'přihlásit', 'dvoufázov~', 'nové zařízení'],
  id: ['masuk', 'login', 'perangkat baru', 'verifikasi dua langkah'],
  vi: ['đăng nhập', 'thiết bị mới', 'xác thực hai (?:bước|yếu tố)'],
  ar: ['تسجيل (?:ال)?دخول', 'جهاز جديد', 'التحقق بخطوتين', 'المصادقة الثنائية'],
  he: ['התחברות', 'כניסה', 'להתחבר', 'מכשיר חדש', 'אימות דו[- ]?שלבי'],
  hi: ['लॉगिन', 'लॉग इन', 'साइन इन', 'नए डिवाइस'],
  th: ['เข้าสู่ระบบ', 'ล็อกอิน', 'อุปกรณ์ใหม่', 'ยืนยันตัวตนสองขั้นตอน'],
  ja: ['ログイン', 'サインイン', '二段階認証', '2段階認証', '新しい端末', '新しいデバイス'],
  'zh-CN': ['登录', '登陆', '两步验证', '双重验证', '新设备'],
  'zh-TW': ['登入', '兩步驗證'],
  ko: ['로그인', '2단계 인증', '새 기기', '새로운 기기'],
});

/** Confirming an address or an action: sign-up, e-mail change, double opt-in, payouts, transfers, deletion. */
export const VERIFY_CUE: Concept = withAdded('intent-cues.VERIFY_CUE', {
  en: [
    '(?:verify|confirm|validate) (?:your |the |this |my |new )?(?:e-?mail|email address|address|account|registration|sign[- ]?up|subscription|new email)',
    'activate (?:your )?account', 'account activation', 'complete (?:your )?(?:registration|sign[- ]?up)', 'sign(?:ing)? up',
    'create (?:your|an|a new) account', 'creating (?:your|an) account', 'registration', 'registering', 'welcome to',
    'email change', 'change (?:of )?(?:your )?email', 'new email address', 'double opt-?in', 'opt-?in',
    'confirm (?:your )?subscription', 'subscribe', 'payout', 'withdrawal', 'transfer', 'delet~', 'close your account',
    'confirm this (?:action|change|request)', 'approve',
    '(?:confirm|approve|authori[sz]e) (?:your |the |this )?(?:payment|purchase|transaction|transfer)',
    'publish~', 'authori[sz]e', 'payee', 'beneficiar~', 'recipient',
  ],
  de: [
    'e-?mail-?adresse best[äa]tigen', 'best[äa]tig~', 'registrier~', 'konto aktivieren', 'auszahlung', 'l[öo]sch~',
    'neue e-?mail-adresse', 'empf[äa]nger', 'überweisung',
  ],
  fr: [
    'confirm~ (?:votre|ton) (?:adresse|e-?mail|inscription|compte)', 'v[ée]rifi~ (?:votre|ton) (?:adresse|e-?mail)', 'inscription',
    'activer votre compte', 'cr[ée]er votre compte', 'retrait', 'suppression', 'virement', 'b[ée]n[ée]ficiaire', 'autoris~',
    'changement d\'adresse', 'nouvelle adresse', 'adresse (?:e-?mail|[ée]lectronique) (?:modifi[ée]e|chang[ée]e)',
  ],
  es: [
    'confirm~ (?:tu|su) (?:correo|direcci[óo]n|e-?mail|cuenta|registro)', 'verific~ (?:tu|su) (?:correo|direcci[óo]n|e-?mail|cuenta)',
    'registro', 'activar (?:tu|su) cuenta', 'crear (?:tu|una) cuenta', 'retiro', 'eliminaci[óo]n', 'autoriza~', 'transferencia',
    'beneficiar~',
  ],
  pt: [
    'confirm~ (?:seu|sua|o seu|a sua) (?:e-?mail|endere[çc]o|conta|cadastro|registro)', 'verific~ (?:seu|sua) (?:e-?mail|endere[çc]o|conta)',
    'registro', 'cadastro', 'ativar (?:sua )?conta', 'criar (?:sua|uma) conta', 'saque', 'exclus[ãa]o', 'autoriza~', 'resgate',
    'transfer[êe]ncia',
  ],
  it: [
    'conferm~ (?:il tuo|la tua|l\'|il) ?(?:indirizzo|e-?mail|account|iscrizione|registrazione)',
    'verific~ (?:il tuo|la tua) (?:indirizzo|e-?mail)', 'registrazione', 'iscrizione', 'attiva~ (?:il tuo )?account',
    'prelievo', 'eliminazione', 'bonifico', 'autorizza~',
  ],
  nl: ['bevestig~', 'verifieer~', 'registratie', 'activeer', 'uitbetaling', 'verwijder~', 'nieuwe begunstigde', 'begunstigde', 'overboeking'],
  pl: [
    'potwierd~', 'zweryfikuj~', 'weryfikacj~ (?:adresu|e-?maila)', 'rejestracj~', 'aktywuj~', 'wyp[łl]at~', 'usuni[ęe]ci~',
    'odbiorc~', 'przelew~', 'autoryzuj~', 'autoryzacj~ (?:przelewu|płatności|transakcji)',
  ],
  tr: ['do[ğg]rula~', 'onayla~', 'kay[ıi]t~', '[üu]yelik', 'etkinle[şs]tir~', 'para [çc]ekme', 'silme', 'alıcı', 'havale'],
  ru: ['подтверд~', 'подтверждени~', 'регистраци~', 'активир~', 'вывод средств', 'удалени~', 'получател~', 'перевод~'],
  uk: ['підтверд~', 'підтвердження', 'реєстраці~', 'видаленн~', 'публікаці~', 'одержувач~', 'переказ~'],
  sv: ['bekräfta~', 'verifiera~', 'registrering~', 'ny mottagare', 'mottagare', 'överföring~', 'godkänn~', 'radera~'],
  cs: ['potvr~', 'ověř~', 'registrac~', 'platb~', 'příjemc~', 'smazání', 'zrušení účtu'],
  id: ['verifikasi (?:email|alamat|akun)', 'konfirmasi~', 'pendaftaran', 'daftar', 'penerima baru', 'transfer', 'penarikan', 'hapus akun'],
  vi: [
    'xác (?:minh|nhận) (?:email|địa chỉ|tài khoản|giao dịch|chuyển)', 'đăng ký', 'chuyển (?:khoản|tiền)', 'người nhận', 'rút tiền',
    'xóa tài khoản', 'giao dịch',
  ],
  ar: ['تأكيد (?:ال)?(?:بريد|حساب|تسجيل|تحويل|عملية)', 'التسجيل', 'إنشاء حساب', 'مستفيد', 'تحويل', 'سحب', 'حذف (?:ال)?حساب'],
  he: [
    'אימות (?:כתובת|הדוא"ל|המייל|החשבון)', '(?:ה|ל|ו)?הרשמה', 'לאמת', 'ולאמת', 'אמתו', 'אמת את',
    'אישור (?:כתובת|העברה|הוספת|מוטב|פעולה)', 'הרשמה', 'מוטב', 'העברה', 'מחיקת (?:ה)?חשבון',
  ],
  hi: ['सत्यापित', 'पुष्टि', 'रजिस्ट्रेशन', 'पंजीकरण', 'लाभार्थी', 'भुगतान', 'ट्रांसफर', 'मैंडेट', 'ऑटोपे'],
  ja: [
    '受取人', '振込', '送金', '退会', 'メールアドレスの確認', 'メールアドレスを確認', 'メールアドレス確認', '本登録', '会員登録', '仮登録',
    '登録', 'アカウントの有効化', '出金', '削除',
  ],
  'zh-CN': [
    '交易验证', '约定账号', '收款人', '转账', '约定账户', '付款人', '添加收款', '新增收款', '验证您的邮箱', '验证邮箱', '验证你的邮箱',
    '确认邮箱', '确认您的邮箱', '注册', '激活', '提现', '删除',
  ],
  'zh-TW': ['交易驗證', '約定帳號', '收款人', '轉帳', '約定帳戶', '付款人', '新增收款', '確認您的電子郵件', '註冊'],
  ko: ['탈퇴', '수취인', '이체', '송금', '이메일 인증', '이메일 주소 (?:인증|확인)', '회원 ?가입', '가입', '계정 활성화', '출금', '삭제'],
  th: ['ยืนยันอีเมล', 'ยืนยันที่อยู่อีเมล', 'สมัครสมาชิก', 'ลงทะเบียน', 'ผู้รับเงิน', 'โอนเงิน', 'ถอนเงิน', 'ลบบัญชี', 'เปลี่ยนอีเมล'],
});

/** Resetting a password or recovering an account. */
export const RESET_CUE: Concept = withAdded('intent-cues.RESET_CUE', {
  en: [
    'reset (?:[\\p{L}\\p{N}\'’-]+ ){0,3}password', 'password reset', 'reset password', 'forgot (?:your |my )?password', 'forgotten password',
    '(?:choose|create|set|pick) (?:a |your )?new,? (?:(?:strong|secure|unique),? )?password', 'recover (?:your )?(?:account|password)',
    'password recovery', '(?:request(?:ed)?|asked) to change (?:your |the )?password', 'recover(?:y)? (?:your |the )?account',
    'account recovery',
    'restore (?:access to )?(?:your |the )?account', '(?:regain|restore|recover) (?:your )?access', 'recovery code',
  ],
  de: [
    'passwor(?:t|d) (?:zur[üu]cksetzen|vergessen)', 'zur[üu]cksetzen', '(?:passwort|kennwort) zur[üu]ck',
    'passwort neu (?:festlegen|setzen|vergeben)', 'neues passwort', 'kennwort zur[üu]cksetzen', 'kontowiederherstellung', 'konto wiederherstellen',
    '(?:zugriff|zugang) (?:auf (?:ihr|dein) konto |zu (?:ihrem|deinem) konto )?wiederherstellen',
    'wiederherstellung (?:ihres |deines |des )?kontos', 'wiederherstellungscode~', 'wieder (?:zugriff|zugang) (?:auf|zu) (?:ihr|dein)~',
  ],
  fr: [
    'r[ée]initialis~', 'mot de passe oubli[ée]', 'nouveau mot de passe',
    'r[ée]cup[ée]ration (?:de |du )?(?:votre |ton )?(?:compte|acc[èe]s)', 'r[ée]cup[ée]rer (?:votre |ton )?compte',
    '(?:r[ée]cup[ée]rer|restaurer|r[ée]tablir|retrouver) (?:l[\'’] ?)?acc[èe]s', 'code de r[ée]cup[ée]ration',
    'r[ée]cup[ée]rez (?:votre |ton )?compte',
  ],
  es: [
    'restablec~ (?:\\p{L}+ ){0,2}contrase[ñn]a', 'restablecimiento', 'olvidaste (?:tu )?contrase[ñn]a', 'nueva contrase[ñn]a',
    'recuperar (?:tu )?contrase[ñn]a', 'recuperaci[óo]n de (?:tu |la )?cuenta',
    'recuper(?:ar|a|e) (?:tu |su |la )?cuenta', '(?:recuperar|restablecer|restaurar|recupera|recupere) (?:el )?acceso',
    'c[óo]digo de recuperaci[óo]n', 'recuperaci[óo]n (?:de su cuenta|del acceso|de acceso)',
  ],
  pt: [
    'redefin~ (?:\\p{L}+ ){0,2}senha', 'redefini[çc][ãa]o de senha', 'esqueceu (?:a |sua )?senha', 'nova senha',
    'recuperar (?:sua )?senha', 'recupera[çc][ãa]o de conta',
    'recuper(?:ar|e) (?:a )?(?:sua )?conta', '(?:recuperar|restaurar|restabelecer|recupere|restaure) (?:o )?(?:seu )?acesso',
    'c[óo]digo de recupera[çc][ãa]o', 'recupera[çc][ãa]o (?:do acesso|de acesso|da sua conta)',
  ],
  it: [
    'reimposta~ (?:\\p{L}+ ){0,2}password', 'reimpostazione', 'password dimenticata', 'recupero password', 'nuova password',
    'recupero (?:dell\'|del (?:tuo |suo )?)?account', 'recuperare (?:il tuo )?account',
    '(?:ripristin(?:are|a)|recuper(?:are|a)) (?:l[\'’] ?)?accesso', 'codice di recupero', 'ripristino (?:dell[\'’] ?)?(?:account|accesso)',
    'recupera (?:il tuo )?account',
  ],
  nl: [
    'wachtwoord (?:opnieuw instellen|resetten|herstellen|vergeten|wijzigen)', 'nieuw wachtwoord', 'accountherstel', 'account herstellen',
    'herstel (?:je |uw )?(?:account|toegang)', 'toegang (?:tot (?:je |uw )?account )?herstellen', 'herstelcode~',
    'weer toegang (?:krijgen|tot (?:je|uw) account)',
  ],
  pl: [
    'z?resetuj~ (?:\\p{L}+ ){0,2}has[łl]~', 'resetowani~ has[łl]~', 'reset has[łl]a', 'nowe has[łl]o', 'nie pami[ęe]tasz has[łl]a',
    'zmian[aęy] has[łl]a', 'odzyskiwani~ (?:konta|dost[ęe]pu)', 'kod~ resetu', 'reset~ has[łl]~', 'z?resetowani~ has[łl]~',
    'odzysk(?:aj|a[ćc]|ania) (?:dost[ęe]pu?|konta|konto)', 'przywr[óo](?:[ćc]|ci[ćc]|cenie) dost[ęe]pu?', 'kod~ odzyskiwania',
  ],
  tr: [
    '(?:[şs]ifre|parola)~ (?:\\p{L}+ )?s[ıi]f[ıi]rla~', '(?:[şs]ifremi|parolam[ıi]) unuttum', 'yeni (?:[şs]ifre|parola)', 'hesap kurtarma',
    'hesab[ıi]n[ıi](?:z[ıi])? kurtar~', '(?:eri[şs]imi|eri[şs]iminizi) (?:geri (?:kazan|y[üu]kle|al)|yeniden kazan)~', 'kurtarma kod~',
    'hesab[ıi]n[ıi]za (?:yeniden|tekrar) eri[şs]im~',
  ],
  ru: [
    'сброс~ (?:\\p{L}+ )?парол~', 'сбросить пароль', 'восстановлени~ парол~', 'забыли пароль', 'новый пароль',
    'восстановлени~ (?:доступа|аккаунта|учётной записи|учетной записи)',
    'восстанов(?:ить|ите) (?:доступ|аккаунт|учётную запись|учетную запись)', 'код~ восстановления', 'вернуть доступ',
  ],
  uk: [
    'скинути пароль', 'скидання пароля', 'відновлення (?:пароля|доступу|облікового запису)', 'забули пароль', 'новий пароль',
    'відновити (?:доступ|обліковий запис|акаунт)', 'відновлення акаунта', 'код~ відновлення', 'повернути доступ',
  ],
  sv: [
    'återställ~ (?:ditt |ett )?lösenord', 'glömt (?:ditt )?lösenord', 'nytt lösenord', 'återställning av lösenord',
    'återställ~ (?:din |ditt )?(?:åtkomst|konto)~', 'kontoåterställning~', 'återfå (?:åtkomst|tillgång)~', 'återställningskod~',
  ],
  cs: [
    'obnov~ hesl~', 'zapomenut~ hesl~', 'nové heslo', 'obnovení účtu', 'resetování hesla', 'obnoven~ (?:přístupu|účtu)',
    'obnov(?:it|te) (?:si )?(?:přístup|účet)', 'kód pro obnovení', 'obnovovací kód', 'znovu získ(?:at|ejte) přístup',
    'získ(?:at|ejte) zpět přístup',
  ],
  id: [
    'atur ulang (?:kata sandi|sandi)', 'reset (?:kata sandi|sandi)', 'lupa (?:kata sandi|sandi)', 'pemulihan akun', 'kata sandi baru',
    '(?:pulihkan|memulihkan) (?:akun|akses)', 'kode pemulihan', '(?:mendapatkan|dapatkan) kembali akses',
  ],
  vi: [
    'đặt lại mật khẩu', 'quên mật khẩu', 'khôi phục (?:mật khẩu|tài khoản)', 'mật khẩu mới', 'khôi phục (?:quyền )?truy cập',
    'lấy lại (?:quyền truy cập|tài khoản)', 'mã khôi phục',
  ],
  ar: [
    'إعادة تعيين كلمة (?:ال)?مرور', 'نسيت كلمة (?:ال)?مرور', 'استعادة (?:ال)?حساب', 'كلمة مرور جديدة',
    '(?:استعادة|استرداد|استرجاع) (?:ال)?(?:حساب|وصول)~', 'رمز (?:ال)?(?:استرداد|استعادة)',
  ],
  he: [
    'שחזור', 'לשחזור', 'איפוס (?:ה)?סיסמה', 'שכחת (?:את )?(?:ה)?סיסמה', 'שחזור (?:ה)?חשבון', 'סיסמה חדשה',
    '(?:ל)?שחזר (?:את )?(?:ה)?(?:גישה|חשבון)~', 'גישה מחדש',
  ],
  hi: [
    'पासवर्ड रीसेट', 'पासवर्ड भूल', 'नया पासवर्ड', 'खाता रिकवरी', '(?:खाता|खाते|अकाउंट) (?:पुनर्प्राप्त|बहाल|रिकवर)~',
    '(?:खाते|अकाउंट) (?:की )?(?:पुनर्प्राप्ति|रिकवरी)', '(?:पहुँच|पहुंच|एक्सेस) (?:वापस|बहाल|पुनः)~', 'रिकवरी कोड',
  ],
  ja: [
    'アカウントの復旧', 'アカウント復旧', 'パスワードの再設定', 'パスワードを再設定', 'パスワード再設定', 'パスワードをリセット',
    'パスワードのリセット', 'パスワードを忘れ',
    'アカウント(?:の|を)?(?:回復|復元)', 'アカウントを復旧', 'アクセス(?:を|の)?(?:回復|復元|復旧)', '(?:リカバリー|リカバリ|復旧|回復)コード',
  ],
  'zh-CN': [
    '账号恢复', '帐号恢复', '找回账号', '重置密码', '重置您的密码', '找回密码', '忘记密码', '密码重置', '重设密码', '恢复(?:您的|你的)?(?:账号|帐号|账户|帐户)', '(?:账户|帐户)恢复', '恢复访问', '恢复码',
    '找回(?:账户|帐户|帐号)', '重新获得(?:访问|账号|账户)',
  ],
  'zh-TW': [
    '帳號復原', '帳戶復原', '找回帳號', '復原帳號', '重設密碼', '忘記密碼', '(?:恢復|復原)您的(?:帳號|帳戶)', '恢復(?:帳號|帳戶)', '復原帳戶', '(?:恢復|復原|重新取得)存取', '(?:復原|恢復)碼',
  ],
  ko: ['계정 복구', '비밀번호를? 재설정', '비밀번호 찾기', '비밀번호를 잊', '계정을? 복(?:구|원)', '(?:액세스|접근 권한|접근)을? (?:복구|복원|되찾)', '복구 코드', '계정에 다시 (?:액세스|접근)'],
  th: ['รีเซ็ตรหัสผ่าน', 'ตั้งรหัสผ่านใหม่', 'ลืมรหัสผ่าน', 'กู้คืนบัญชี', 'กู้คืนการเข้าถึง', 'รหัส(?:การ)?กู้คืน', 'กู้บัญชี'],
});

/** A one-click sign-in link: "magic link", "Anmeldelink", "ログインリンク". */
export const MAGIC_LINK_CUE: Concept = withAdded('intent-cues.MAGIC_LINK_CUE', {
  en: [
    'magic link', 'sign[- ]?in link', 'log[- ]?in link', 'login link', 'passwordless', 'link to (?:sign|log) ?in',
    '(?:click|tap|use|press|follow) (?:the |this )?(?:link|button)(?: below)? to (?:sign|log) ?in(?:to)?',
    '(?:sign|log) (?:me )?in (?:with one click|instantly|with this link)', 'one[- ]click (?:sign|log)[- ]?in',
  ],
  de: ['anmelde-?link', 'login-?link'],
  fr: ['lien de connexion'],
  es: ['enlace (?:de|para) (?:inicio de sesi[óo]n|iniciar sesi[óo]n|acceso)'],
  pt: ['link (?:de|para) (?:acesso|entrar|login)'],
  it: ['link di accesso'],
  nl: ['inloglink'],
  pl: ['link do logowania'],
  tr: ['giri[şs] ba[ğg]lant[ıi]s[ıi]'],
  ru: ['ссылк~ для входа'],
  uk: ['посилання для входу'],
  sv: ['inloggningslänk~'],
  cs: ['odkaz (?:pro|k) přihlášení'],
  id: ['tautan (?:masuk|login)'],
  vi: ['liên kết đăng nhập'],
  ar: ['رابط (?:ال)?دخول'],
  he: ['(?:ה)?קישור (?:שלך )?(?:ל)?כניסה'],
  hi: ['लॉगिन लिंक'],
  th: ['ลิงก์เข้าสู่ระบบ'],
  ja: ['ログインリンク', 'ログイン用リンク', 'ログイン用のリンク'],
  'zh-CN': ['登录链接'],
  'zh-TW': ['登入連結'],
  ko: ['로그인 링크'],
});

/** An invitation to join a team, workspace, organisation or project. */
export const TEAM_INVITE_CUE: Concept = withAdded('intent-cues.TEAM_INVITE_CUE', {
  en: [
    'invited you', 'invited to join', 'has invited', 'have been invited', 'you\'ve been invited', 'invitation to join',
    'invites you to join', 'join (?:the |their |your |our )?(?:team|workspace|organi[sz]ation|org|project|board|channel|group|account)',
    'accept (?:the |this |your )?invit~',
  ],
  de: ['hat (?:sie|dich) (?:zu \\p{L}+ )?eingeladen', 'einladung'],
  fr: ['vous a invit[ée]', 'invitation [àa] rejoindre', 'rejoindre'],
  es: ['te (?:ha )?invit~', 'le ha invitado', 'invitaci[óo]n para unirte'],
  pt: ['convidou', 'convite'],
  it: ['ti ha invitato', 'invito a unirti', 'invitato'],
  nl: ['heeft je uitgenodigd', 'uitnodiging'],
  pl: ['zaprasza~', 'zaprosi[łl]~', 'zaproszeni~'],
  tr: ['davet et~', 'davetiye'],
  ru: ['пригласил~', 'приглашени~'],
  uk: ['запрошу~', 'запросив~', 'запрошенн~'],
  sv: ['inbjud~', 'har bjudit in'],
  cs: ['pozván~', 'pozvánk~', 'vás zve', 'tě zve'],
  id: ['mengundang', 'undangan', 'diundang'],
  vi: ['mời bạn', 'lời mời', 'đã mời'],
  ar: ['دعاك', 'تدعوك', 'يدعوك', 'للانضمام', 'دعوة للانضمام', 'دعوة'],
  he: ['הזמין אותך', 'הוזמנת', 'הזמנה להצטרף'],
  hi: ['आमंत्रित', 'आमंत्रण', 'निमंत्रण'],
  th: ['เชิญคุณ', 'คำเชิญ'],
  ja: ['招待されました', 'に招待', '招待'],
  'zh-CN': ['邀请您加入', '邀请你加入', '邀请'],
  'zh-TW': ['邀請您加入', '邀請'],
  ko: ['초대했습니다', '초대'],
});

/** A calendar invitation: no intent, even though it "invites". */
export const CALENDAR_CUE: Concept = withAdded('intent-cues.CALENDAR_CUE', {
  en: [
    'updated invitation', 'calendar', 'rsvp', 'add to calendar', 'invited you to an? (?:event|meeting)',
    'join (?:with )?(?:zoom|google meet|teams)', 'meeting id', 'zoom meeting', 'teams meeting',
  ],
  de: ['kalender'],
  fr: ['calendrier', 'invitation mise [àa] jour'],
  es: ['calendario'],
  pt: ['calend[áa]rio', 'agenda'],
  it: ['calendario'],
  nl: ['kalender', 'agenda'],
  pl: ['kalendarz~'],
  tr: ['takvim'],
  ru: ['календар~'],
  uk: ['календар~'],
  sv: ['kalender'],
  cs: ['kalend[áa]ř~'],
  id: ['kalender'],
  vi: ['lịch google', 'thêm vào lịch', 'lịch của bạn'],
  ar: ['(?:ال)?تقويم'],
  he: ['(?:ב|ל)?יומן', 'לוח (?:ה)?שנה'],
  hi: ['कैलेंडर'],
  ja: ['カレンダー'],
  'zh-CN': ['日历'],
  'zh-TW': ['日曆'],
  ko: ['캘린더'],
  th: ['ปฏิทิน'],
});

/** How a calendar invitation's subject starts, before its colon: "Invitation: Q2 sync @ Tue Apr 2…", "Einladung: …". */
export const CALENDAR_SUBJECT: Concept = withAdded('intent-cues.CALENDAR_SUBJECT', {
  en: ['(?:updated )?invitation'],
  de: ['(?:aktualisierte )?einladung'],
  fr: ['invitation(?: mise [àa] jour)?'],
  es: ['invitación'],
  pt: ['convite'],
  it: ['invito'],
  nl: ['uitnodiging'],
  pl: ['zaproszenie'],
  tr: ['davet'],
  ru: ['приглашение'],
  uk: ['запрошення'],
  sv: ['inbjudan'],
  cs: ['pozvánka'],
  id: ['undangan'],
  vi: ['lời mời'],
  ar: ['دعوة'],
  he: ['הזמנה'],
  hi: ['निमंत्रण', 'आमंत्रण'],
  th: ['คำเชิญ'],
  ja: ['招待', 'ミーティングの招待'],
  'zh-CN': ['邀请', '会议邀请'],
  'zh-TW': ['邀請', '會議邀請'],
  ko: ['초대'],
});

/** A notice that a sign-in happened or a password or address changed: informational, no intent. */
export const SECURITY_NOTICE: Concept = withAdded('intent-cues.SECURITY_NOTICE', {
  en: [
    'new (?:sign[- ]?in|log[- ]?in|device sign[- ]?in)', 'sign[- ]?in (?:attempt|alert|from)', 'log[- ]?in (?:attempt|alert|from)',
    '(?:signed|logged) in (?:from|on) (?:a )?new', 'new (?:device|browser|location) (?:signed in|logged in|detected|sign[- ]?in|log[- ]?in)',
    'security alert', 'unusual (?:activity|sign[- ]?in)', 'suspicious', 'was this you', 'wasn\'t you', 'was not you',
    'password (?:was |has been )?(?:changed|updated)', '(?:changed|updated) your password', 'your password was reset',
    'password has been reset', '(?:e-?mail|email address) (?:was |has been )?changed', 'changed your (?:e-?mail|email address)',
  ],
  de: ['neue anmeldung', 'sicherheitswarnung', 'passwort (?:wurde|ist) ge[äa]ndert', 'e-?mail-adresse (?:wurde )?ge[äa]ndert'],
  fr: [
    'nouvelle connexion', 'alerte de s[ée]curit[ée]', 'mot de passe a [ée]t[ée] modifi[ée]',
    'adresse (?:e-?mail |[ée]lectronique )?(?:a [ée]t[ée] )?modifi[ée]e',
  ],
  es: ['nuevo inicio de sesi[óo]n', 'alerta de seguridad', 'contrase[ñn]a (?:ha sido|fue) (?:cambiada|modificada)', 'se cambi[óo] (?:tu|la) contrase[ñn]a'],
  pt: ['novo (?:acesso|login)', 'alerta de seguran[çc]a', 'senha (?:foi )?alterada'],
  it: ['nuovo accesso', 'avviso di sicurezza', 'password (?:[èe] stata )?modificata'],
  nl: ['nieuwe (?:aanmelding|inlog)', 'wachtwoord is gewijzigd'],
  pl: ['nowe logowanie', 'alert bezpiecze[ńn]stwa', 'has[łl]o zosta[łl]o zmienione', 'has[łl]o (?:do (?:twojego|twego) konta )?zosta[łl]o zmienione'],
  tr: [
    'yeni giri[şs]', 'g[üu]venlik uyar[ıi]s[ıi]', '[şs]ifreniz de[ğg]i[şs]tirildi', 'yeni bir cihazdan giri[şs]',
    'e-posta adresiniz de[ğg]i[şs]tirildi',
  ],
  ru: ['новый вход', 'пароль (?:был )?изм[её]н~', 'подозрительн~', 'адрес электронной почты (?:был )?изм[её]н~', 'нов~ вход~'],
  uk: ['новий вхід', 'підозріл~', 'пароль (?:було )?змінено'],
  sv: ['ny inloggning', 'säkerhetsvarning', 'lösenord(?:et)? har ändrats'],
  cs: ['nové přihlášení', 'bezpečnostní upozornění', 'heslo (?:bylo )?změněno'],
  id: [
    'login baru', 'peringatan keamanan', 'kata sandi (?:telah |anda )?diubah', 'email (?:anda )?(?:telah )?diubah',
    'alamat email (?:anda )?(?:telah )?diubah', 'telah diubah', 'login dari perangkat',
  ],
  vi: ['đăng nhập mới', 'cảnh báo bảo mật', 'mật khẩu (?:đã được|đã) thay đổi'],
  ar: ['تسجيل دخول جديد', 'تنبيه أمني', 'تم تغيير كلمة (?:ال)?مرور'],
  he: ['התחברות חדשה', 'התראת אבטחה', 'הסיסמה (?:שלך )?שונתה'],
  hi: ['नया लॉगिन', 'सुरक्षा अलर्ट', 'पासवर्ड बदल दिया गया', 'लॉगिन (?:हुआ|किया गया)', 'नए डिवाइस से लॉगिन'],
  ko: [
    '새로운 환경에서 로그인', '로그인되었습니다', '새로운 환경', '새로운 기기에서 로그인', '새 기기에서 로그인', '로그인 알림',
    '새로운 로그인', '새 로그인', '비밀번호가 변경되었습니다', '보안 알림',
  ],
  th: ['การเข้าสู่ระบบใหม่', 'การแจ้งเตือนความปลอดภัย', 'รหัสผ่านของคุณถูกเปลี่ยน', 'เปลี่ยนรหัสผ่านแล้ว'],
  ja: ['新しいログイン', '新しい端末からの?ログイン', '新しいデバイスからの?ログイン', 'パスワードが変更されました', 'パスワードを変更しました'],
  'zh-CN': ['新的登录', '新设备登录', '在新设备上登录', '密码已(?:更改|修改)'],
  'zh-TW': ['新裝置登入', '密碼已變更'],
});
