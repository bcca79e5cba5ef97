# Sign-up by emailed code, each test with its own inbox (the `inbox` fixture of inboxkit's pytest
# plugin): the app mails the code to the daemon `inboxkit run` started, the test waits for it.
#   inboxkit run -- python3 -m pytest examples/pytest-signup


def test_signs_up_with_the_emailed_code(browser, inbox):
    page = browser.post("/signup", email=inbox.address)
    assert f"We sent a code to <strong>{inbox.address}</strong>" in page
    code = inbox.wait_for_otp()
    page = browser.post("/verify", email=inbox.address, code=code)
    assert browser.status == 200 and "<h1>Welcome to Acme</h1>" in page


def test_a_wrong_code_is_refused_then_the_emailed_one_works(browser, inbox):
    browser.post("/signup", email=inbox.address)
    code = inbox.wait_for_otp()
    browser.post("/verify", email=inbox.address, code="111111" if code == "000000" else "000000")
    assert browser.status == 400 and "That code is not right. Try again." in browser.page
    browser.post("/verify", email=inbox.address, code=code)
    assert "<h1>Welcome to Acme</h1>" in browser.page


def test_a_new_code_replaces_the_first_and_the_second_wait_returns_the_second_mail(browser, inbox):
    browser.post("/signup", email=inbox.address)
    first = inbox.wait_for_otp_message()
    browser.post("/signup", email=inbox.address)
    second = inbox.wait_for_otp_message()
    assert second.message["id"] != first.message["id"]
    browser.post("/verify", email=inbox.address, code=second.otp)
    assert "<h1>Welcome to Acme</h1>" in browser.page


def test_the_mail_comes_from_acme_with_the_code_in_its_text(browser, inbox):
    browser.post("/signup", email=inbox.address)
    mail = inbox.wait_for_message(subject="sign-up code", from_="no-reply@acme.test")
    assert f"Your sign-up code is {mail['otp']}." in mail["text_body"]
    assert mail["intent"] is not None
