# expect: 2:58: error: tools.create_order: items[0].quantity: must be > 0 (got 0)
await tools.create_order(customer={"name": "Ann"}, items=[{"sku": "A", "quantity": 0}])
