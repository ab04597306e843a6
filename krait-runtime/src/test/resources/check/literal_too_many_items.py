# expect: 2:58: error: tools.send_email: cc: must have at most 5 items (got 6)
await tools.send_email(to="a", subject="s", body="b", cc=["1", "2", "3", "4", "5", "6"])
