# expect: 3:6: warning: 'r' (line 2) holds the pending call of tools.get_user(...), not its result, and is subscripted: did you forget `await`?
r = tools.get_user(id=1)
text(r["name"])
