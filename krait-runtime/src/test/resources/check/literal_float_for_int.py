# expect: 2:25: error: tools.get_user: id: must be int (got float 4.5)
await tools.get_user(id=4.5)
