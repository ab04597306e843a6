# expect: 2:7: error: tools.send_email() missing 3 required keyword-only arguments: 'to', 'subject' and 'body'
await tools.send_email()
