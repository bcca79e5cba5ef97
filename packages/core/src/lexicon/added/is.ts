/** is: every concept of the vocabulary (see words.ts). */
import type { Words } from './words.js';

export const is: Words = {
  'categories.AUTHENTICATION': [
    'staðfestingarkóð~', 'öryggiskóð~', 'auðkenningarkóð~', 'innskráningarkóð~', 'einnota kóð~', 'einnota lykilorð~', 'virkjunarkóð~',
    'aðgangskóð~', 'staðfestu netfang~', 'staðfesta netfang~', 'staðfesting netfangs~', 'endurstilla lykilorð~', 'endurstilltu lykilorð~',
    'endurstilling lykilorðs~', 'innskráningarhlekk~', 'innskráningartengil~', 'kóðinn þinn~', 'virkja aðgang~', 'virkjaðu aðgang~',
  ],
  'categories.SECURITY': [
    'öryggisviðvörun~', 'öryggistilkynning~', 'ný innskráning~', 'nýrri innskráningu~', 'nýtt tæki~', 'nýju tæki~', 'innskráningartilraun~',
    'óvenjuleg virkni~', 'óvenjulegri virkni~', 'grunsamleg virkni~', 'grunsamlegri virkni~', 'grunsamleg innskráning~',
    'lykilorð(?:i|inu) (?:þínu )?(?:hefur verið|var) breytt~', 'óheimil~', 'tveggja þátta auðkenning~', 'tvíþætt auðkenning~',
  ],
  'categories.BILLING': [
    'reikning~', 'greiðsl~', 'greitt', 'kvittun~', 'áskrift~', 'endurnýjun~', 'endurgreiðsl~', 'gjalddag~', 'eindag~', 'innheimt~',
    'greiðsluáminning~', 'rafrænn reikningur~', 'greiðslukort~', 'kreditkort~', 'yfirlit reiknings~',
  ],
  'categories.SHIPPING': [
    '(?:sendingin|sendinguna|sendingunni|sendingar)~', 'pakkinn~', 'pakkann~', 'pakkanum~', 'pakki', 'afhending~', 'afhent~', 'heimsending~', 'rakningarnúmer~',
    'sendingarnúmer~', 'fylgstu með sendingunni~', 'á leiðinni~', 'póstbox~', 'pakkaport~', 'væntanleg afhending~',
    'hefur verið sen(?:t|d|dur)~', 'tilbúin til afhendingar~', 'tilbúinn til afhendingar~',
  ],
  'categories.TRANSACTIONAL': [
    'pöntun~', 'pantan~', 'staðfesting pöntunar~', 'pöntunarnúmer~', 'takk fyrir pöntunina~', 'takk fyrir að versla~', 'bókun~',
    'bókunar~', 'bókunarstaðfesting~', 'tímabókun~', 'kaupin þín~', 'aðgöngumið~', 'farmið~', 'skráning~', 'velkomin(?:n)? (?:til|í)~',
    'aðgangurinn þinn hefur verið stofnaður~', 'gjafabréf~', 'gjafakort~',
  ],
  'categories.MARKETING': [
    'fréttabréf~', 'útsal~', 'útsöl~', 'afslátt~', 'afslætti~', 'tilboð~', 'afsláttarkóð~', 'kaupa núna~', 'verslaðu núna~',
    'frí heimsending~', 'síðasti séns~', 'síðasta tækifæri~', 'takmarkaðan tíma~', 'black friday~', 'svartur föstudagur~',
  ],
  'categories.SOCIAL': [
    'bauð þér~', 'hefur boðið þér~', 'nefndi þig~', 'merkti þig~', 'skrifaði athugasemd~', 'svaraði athugasemd~', 'líkaði við~',
    'vinabeiðni~', 'tengslabeiðni~', 'byrjaði að fylgja þér~', 'fylgir þér~', 'nýr fylgjandi~', 'ný skilaboð frá~', 'deildi með þér~',
  ],
  'categories.NOTIFICATION': [
    'tilkynning~', 'áminning~', 'skýrsl~', 'samantekt~', 'uppfærsl~', 'viðhald~', 'sjálfvirk skilaboð~', 'sjálfvirkur póstur~',
    'vikulegt yfirlit~', 'mánaðarlegt yfirlit~', 'yfirlit~',
  ],
  'codes.CODE_NAME': [
    '(?:staðfestingar|öryggis|auðkenningar|auðkennis|innskráningar|virkjunar|aðgangs|endurstillingar|endurheimtar|sannprófunar|einskiptis|sms-?)kóð~',
    'einnota kóð~', 'einnota lykilorð~', 'kóð(?:i|a|inn|ann|anum) til (?:að skrá þig inn|innskráningar|staðfestingar)', 'otp-?kóð~', 'otp',
  ],
  'codes.CODE_ROOT': ['kóð', 'lykilorð', 'otp'],
  'codes.CODE_NOUN': ['kóð(?:i|a|inn|ann|anum|ans|ar|arnir)'],
  'codes.OTHER_CODE': [
    'afsláttarkóð~', 'tilboðskóð~', 'kynningarkóð~', 'gjafabréf~', 'gjafakort~', 'gjafakóð~', 'afhendingarkóð~', 'póstbox~',
    'pakkaport~', 'hurðarkóð~', 'dyrakóð~', 'póstnúmer~', 'pin-?númer~', 'pin-?kóð~', 'qr-?kóð~', 'strikamerki~', 'villukóð~', 'boðskóð~',
    'bílastæð~',
  ],
  'codes.OTHER_NUMBER': [
    'pöntunarnúmer~', 'pöntun~', 'reikningsnúmer~', 'reikning~', 'kvittun~', 'rakningarnúmer~', 'sendingarnúmer~', '(?:sendingin|sendinguna|sendingunni)~',
    'bókunarnúmer~', 'bókun~', 'viðskiptavinanúmer~', 'félagsnúmer~', 'tilvísunarnúmer~', 'tilvísun~', 'málsnúmer~', 'sími', 'símanúmer~',
    'farsím~', 'kennit(?:ala|ölu)', 'kt\\.', 'vsk(?:-?númer)?', 'alls', 'samtals', 'upphæð~', 'verð', 'endar á',
  ],
  'codes.MEETING_CONTEXT': ['fundur', 'fundinn', 'fundi', 'fundar', 'fundarauðkenni~', 'fjarfund~', 'teams-?fund~', 'zoom-?fund~', 'vefnámskeið~'],
  'codes.BOOKING_CONTEXT': [
    'bókun~', 'flug~', 'ferðaáætlun~', 'innritun~', 'hótel~', 'gisting~', 'brottför~', 'brottfarar~', 'brottfararspjald~', 'check-?in',
    'tímapöntun~', 'læknistím~', 'tími hjá (?:lækni|tannlækni)', 'ráðstefn~', 'aðgöngumið~', 'tónleikamið~',
  ],
  'codes.PAYMENT_CONTEXT': ['greiðsl~', 'kvittun~', 'reikning~', 'greitt', 'skuldfært', 'kort sem endar á'],
  'codes.SPENT_CODE': ['hefur þegar verið notað~', 'þegar notað~', 'er útrunn~', 'runn(?:inn|ið) út', 'ekki lengur gild~', 'er ógild~'],
  'codes.PROMOTION': ['afslátt~', 'afslætti~', 'tilboð~', 'útsal~', 'útsöl~', 'gjafabréf~'],
  'codes.UNIT': ['sekúnd~', 'dag(?:a|ar|ur|inn)', 'sólarhring~', 'stig', 'stk\\.?'],
  'codes.TYPE_IN': ['sláðu inn(?: kóðann)?', 'sláið inn(?: kóðann)?', 'skráðu inn', 'settu inn', 'færðu inn'],
  'codes.CODE_IS': ['er'],
  'codes.YOUR': ['þinn', 'þín', 'þitt', 'ykkar'],
  'codes.PASSCODE_WORD': ['lykilorð~', 'aðgang~'],
  'codes.CONFIRM_WORD': ['staðfest~'],
  'codes.CARD_AUTHORIZATION': ['heimildarnúmer~', 'heimildarkóð~'],
  'currency.CURRENCY': ['kr\\.?', 'krón(?:a|u|ur|um)', 'isk'],
  'intent-cues.SIGN_IN_CUE': [
    'innskrán~', 'skrá(?:ðu|ið)? (?:þig |ykkur )?inn', 'tveggja þátta~', 'tvíþætt~', 'nýtt tæki', 'nýju tæki', 'rafræn skilríki',
    'rafrænum skilríkjum', 'auðkenn~',
  ],
  'intent-cues.VERIFY_CUE': [
    'staðfest~', 'sannreyn~', 'virkja(?:ðu)? aðgang(?:inn)?', 'nýskráning', 'skráning(?:in|u|una)?', 'stofna aðgang', 'nýr viðtakandi',
    'viðtakand(?:i|a)', 'millifærsl(?:a|u|an|una)', 'úttekt', 'samþykk~', 'eyða aðgang(?:i|inum)',
  ],
  'intent-cues.RESET_CUE': [
    'endurstill(?:a|tu|ing) lykilorð~', 'gleym(?:t|dir) lykilorð~', 'nýtt lykilorð~', 'endurheimt(?:a)? aðgang~',
    'endurheimt(?:a|u)? (?:notanda)?reikning~', 'endurheimt(?:ar|u)kóð~',
  ],
  'intent-cues.MAGIC_LINK_CUE': ['innskráningarhlekk~', 'innskráningartengil~', '(?:hlekkur|tengill) til að skrá þig inn'],
  'intent-cues.TEAM_INVITE_CUE': [
    'bauð þér', 'hefur boðið þér', 'boðið að taka þátt', 'boð um að ganga í', 'ganga í (?:teymið|hópinn|vinnusvæðið)', 'samþykkja boðið',
  ],
  'intent-cues.CALENDAR_CUE': ['dagatal~', 'uppfært boð', 'fundarboð~'],
  'intent-cues.CALENDAR_SUBJECT': ['(?:uppfært )?boð', 'fundarboð'],
  'intent-cues.SECURITY_NOTICE': [
    'ný innskráning', 'öryggisviðvörun', 'óvenjuleg virkni', 'grunsamleg~', 'varst þetta þú', 'lykilorð(?:i|inu) (?:þínu )?(?:hefur verið|var) breytt',
    'netfang(?:i|inu) (?:þínu )?(?:hefur verið|var) breytt', 'innskráning (?:úr|frá|á) nýju tæki',
  ],
  'labels.ID_CONNECTORS': ['nr', 'númer~', 'er'],
  'labels.AMOUNT_STRONG_LABELS': ['samtals~', 'alls', 'heildarupphæð~', 'til greiðslu~', 'heildarverð~', 'greitt~'],
  'labels.AMOUNT_WEAK_LABELS': ['upphæð~', 'verð~', 'fjárhæð~'],
  'labels.OTP_LABELS': ['kóð~', 'einnota lykilorð~'],
  'labels.ID_LABELS.order': ['pöntun~', 'pöntunarnúmer~', 'pöntunarnr~'],
  'labels.ID_LABELS.invoice': ['reikning~', 'reikningsnúmer~', 'reikningsnr~', 'kvittun~', 'kvittunarnúmer~'],
  'labels.ID_LABELS.tracking': ['rakningarnúmer~', 'sendingarnúmer~', '(?:sendingin|sendingar)~'],
  'labels.ID_LABELS.booking': ['bókun~', 'bókunarnúmer~', 'bókunarnr~', 'staðfestingarnúmer~'],
  'labels.ID_LABELS.ticket': ['málsnúmer~', 'málnúmer~', 'erindi~', 'beiðni~', 'fyrirspurn~'],
  'labels.ID_LABELS.reference': ['tilvísun~', 'tilvísunarnúmer~', 'viðskiptavinanúmer~', 'færsl~', 'færslunúmer~'],
  'link-words.UNSUBSCRIBE_LINK': [
    'afskrá~', '(?:segja upp|hætta) áskrift~', 'hætta að fá~', 'tilkynningastillingar~', 'stillingar (?:fyrir )?tilkynning~',
    'tölvupóststillingar~', 'stjórna (?:tilkynningum|áskriftum|stillingum)', 'slökkva á tilkynningum',
    'breyta hversu oft', 'tíðni (?:tölvupósta|pósta|fréttabréfa)~', 'fréttabréfsstillingar~',
  ],
  'link-words.CHANGE_PASSWORD': [
    'breyt(?:a|tu) lykilorð~', 'skipta um lykilorð~',
    '(?:veldu|velja|búðu til|búa til|stilltu|stilla|settu|setja) (?:þér )?(?:nýtt )?lykilorð~',
  ],
  'link-words.VERIFY_LINK': [
    'staðfest~', 'sannreyn~', 'virkja~', 'samþykkja',
    'já,? ég vil (?:fá|gerast áskrifandi|skrá mig|vera áfram)~', 'já,? skráðu mig', 'já,? ég er með',
  ],
  'link-words.SIGN_IN_LINK': ['skrá(?:ðu)? (?:þig )?inn', 'innskráning'],
  'link-words.GENERIC_ANCHOR': ['hér', 'smelltu hér', 'ýttu hér', 'hlekkur', 'hlekkinn', 'tengill', 'tengilinn', 'áfram', 'halda áfram'],
  'link-words.COPY_PASTE': ['afrita~', 'límdu', 'líma', 'virkar ekki'],
  'link-words.INVITE_REPLY': ['samþykk~', 'hafna', 'afþakka', 'taka þátt'],
  'link-words.INVITE_ANSWER': ['já', 'nei', 'kannski'],
  'link-words.EXPLAINS': ['hvernig', 'hvers vegna', 'af hverju', 'lesa meira', 'lestu meira', 'nánar um', 'meira um', 'hjálp', 'aðstoð', 'hvað er'],
  'link-words.HELP_PAGE': ['hjálp', 'aðstoð', 'algengar spurningar', 'leiðbeiningar'],
  'link-words.IN_ORDER_TO': ['til að', 'til þess að'],
  'link-words.CANCEL_LINK': [
    'hætta við', 'afturkalla~', 'hafna', 'var ekki ég', 'ég (?:bað ekki um|skráði mig ekki|stofnaði ekki)', 'tilkynna (?:þetta|misnotkun)',
    '(?:eyða|eyddu) (?:skráningu|beiðni)~',
  ],
  'message-parts.GREETINGS': ['hæ~', 'halló~', 'sæl~', 'kæri~', 'kæra~', 'kæru~', 'góðan dag~', 'gott kvöld~', 'velkomin~'],
  'message-parts.SIGN_OFFS': [
    'kveðja~', 'bestu kveðjur~', 'með kveðju~', 'kær kveðja~', 'kærar kveðjur~', 'með bestu kveðju~', 'takk~', 'kærar þakkir~',
    'virðingarfyllst~',
  ],
  'message-parts.BOILERPLATE': [
    '(?:skoða|opna|sjá) í vafra~', 'afskrá~', 'persónuverndarstefna~', 'öll réttindi áskilin~', 'ekki svara þessum~',
    'vinsamlegast svaraðu ekki~', 'þessi (?:tölvu)?póstur var sendur~', 'ef þú baðst ekki um~', 'ef þetta varst ekki þú~', 'hunsa(?:ðu)? þennan~',
    'þú getur hunsað~', 'þú færð þennan póst~',
  ],
  'time.EXPIRES': ['rennur út', 'renna út', 'útrunn~', 'fellur úr gildi'],
  'time.VALID_FOR': ['gild~', 'í gildi'],
  'time.MINUTES': ['mínút~'],
  'time.HOURS': ['klukkustund~', 'klst\\.?', 'tím(?:a|ar|um|i)'],
  'tone.URGENT': [
    'áríðandi~', 'brýnt~', 'strax~', 'tafarlaust~', 'sem fyrst~', 'eins fljótt og auðið er~', 'lokaáminning~', 'síðasta áminning~',
    'síðasta viðvörun~', 'vanskil~', 'gjaldfall~', 'rennur út í dag~', 'læst~', 'lokað hefur verið~', 'grunsamleg~', 'greiðsla(?:n)? mistókst~',
    'kortinu var hafnað~', 'óheimil~',
  ],
  'tone.ACTION_REQUESTED': [
    'aðgerða er krafist~', 'aðgerð krafist~', 'aðgerðar krafist~',
    'vinsamlegast (?:staðfestu|staðfestið|svaraðu|svarið|greiddu|greiðið|uppfærðu|uppfærið|undirritaðu|fylltu|yfirfarðu)~',
    'staðfestu (?:netfang|aðgang|greiðslu|að)~', 'svaraðu fyrir~', 'undirritaðu~', 'greiddu (?:núna|fyrir)~', 'uppfærðu~',
    'sláðu inn kóðann~', 'notaðu kóðann~', 'samþykktu boðið~', 'fylltu út~', 'getur þú~', 'gætir þú~', 'geturðu~', 'gætirðu~',
  ],
  'tone.NO_ACTION_NEEDED': [
    'þú þarft ekki að gera neitt~', 'þú þarft ekkert að gera~', 'ekki er þörf á frekari aðgerðum~', 'engin aðgerð (?:er )?nauðsynleg~',
    'engra aðgerða er þörf~',
  ],
};
