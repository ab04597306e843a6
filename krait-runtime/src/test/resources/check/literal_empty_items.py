# expect: 2:58: error: tools.create_order: items: must have at least 1 item (got 0)
await tools.create_order(customer={"name": "Ann"}, items=[])
