# expect: 2:33: error: tools.get_user() got an unexpected keyword argument 'city'; it takes id
await tools.get_user(id=1, city="Oslo")
