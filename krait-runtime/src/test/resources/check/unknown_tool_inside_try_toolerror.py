# expect: 3:11: error: tools.get_userr is not a tool; did you mean tools.get_user?
try:
    await tools.get_userr(id=3)
except ToolError as e:
    print(e)
