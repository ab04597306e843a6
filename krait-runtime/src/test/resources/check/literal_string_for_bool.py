# expect: 2:95: error: tools.create_order: express: must be bool (got str "yes")
await tools.create_order(customer={"name": "A"}, items=[{"sku": "A", "quantity": 1}], express="yes")
