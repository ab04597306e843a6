# expect: 3:36: error: tools.get_user: id: must be int (got str "me")
async def later():
    return await tools.get_user(id="me")
