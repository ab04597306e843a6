# expect: 3:7: error: tools.create_order() missing 1 required keyword-only argument: 'customer'
await tools.send_email(to="a@b.c", subject="hi", body="x")
await tools.create_order(items=[{"sku": "A", "quantity": 1}])
