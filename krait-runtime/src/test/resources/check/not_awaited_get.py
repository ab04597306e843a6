# expect: 3:6: warning: 'u' (line 2) holds the pending call of tools.get_user(...), not its result, and is asked for .get: did you forget `await`?
u = tools.get_user(id=1)
text(u.get("name"))
