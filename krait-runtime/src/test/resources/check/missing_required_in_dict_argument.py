# expect: 3:7: error: tools.get_user() missing 1 required keyword-only argument: 'id'
# expect: 3:31: error: tools.get_user() got an unexpected keyword argument 'name'; it takes id
await tools.get_user({"name": "x"})
