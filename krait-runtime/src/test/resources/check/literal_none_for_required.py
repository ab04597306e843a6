# expect: 2:25: error: tools.get_user: id: must be int (got None)
await tools.get_user(id=None)
