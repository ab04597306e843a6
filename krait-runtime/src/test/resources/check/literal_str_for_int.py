# expect: 2:25: error: tools.get_user: id: must be int (got str "42")
await tools.get_user(id="42")
