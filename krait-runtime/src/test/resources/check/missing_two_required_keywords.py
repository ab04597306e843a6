# expect: 2:7: error: tools.send_email() missing 2 required keyword-only arguments: 'subject' and 'body'
await tools.send_email(to="a@b.c")
