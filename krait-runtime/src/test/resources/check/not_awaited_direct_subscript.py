# expect: 2:8: warning: the call holds the pending call of tools.get_user(...), not its result, and is subscripted: did you forget `await`?
name = tools.get_user(id=1)["name"]
