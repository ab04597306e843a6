# expect: 3:12: error: SyntaxError: 'await' outside async function
def f():
    return await tools.get_user(id=1)
