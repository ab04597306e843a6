# expect: 3:15: warning: 'u' (line 2) holds the pending call of tools.get_user(...), not its result, and is searched with 'in': did you forget `await`?
u = tools.get_user(id=2)
if "admin" in u:
    print("yes")
