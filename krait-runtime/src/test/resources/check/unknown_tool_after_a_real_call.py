# expect: 3:7: error: tools.send_mail is not a tool; did you mean tools.send_email?
u = await tools.get_user(id=1)
await tools.send_mail(to="a@b", subject="s", body="b")
