# expect: 2:26: error: tools.get_user takes keyword arguments (id: int); got a positional int
u = await tools.get_user(7)
