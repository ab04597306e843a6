# expect: 2:29: error: SyntaxError: invalid syntax. Perhaps you forgot a comma?
r = await tools.get_user(id=1
text(r)
