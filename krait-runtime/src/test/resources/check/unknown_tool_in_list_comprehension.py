# expect: 2:10: error: tools.fetch_user is not a tool; did you mean tools.get_user?
calls = [tools.fetch_user(id=i) for i in range(5)]
