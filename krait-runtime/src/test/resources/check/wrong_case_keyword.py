# expect: 3:7: error: tools.get_user() missing 1 required keyword-only argument: 'id'
# expect: 3:25: error: tools.get_user() got an unexpected keyword argument 'ID'; did you mean 'id'?
await tools.get_user(ID=4)
