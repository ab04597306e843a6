# expect: 2:66: error: tools.send_email() got an unexpected keyword argument 'ccList'; it takes to, subject, body, cc
await tools.send_email(to="a@b.c", subject="s", body="b", ccList=["x"])
