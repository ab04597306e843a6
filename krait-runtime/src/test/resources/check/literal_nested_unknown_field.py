# expect: 2:58: error: tools.create_order: items[0].price: unexpected field
await tools.create_order(customer={"name": "Ann"}, items=[{"sku": "A", "quantity": 1, "price": 3}])
