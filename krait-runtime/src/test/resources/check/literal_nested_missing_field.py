# expect: 3:35: error: tools.create_order: customer.address.city: required field is missing
# expect: 3:35: error: tools.create_order: customer.name: required field is missing
await tools.create_order(customer={"address": {"street": "Main"}}, items=[{"sku": "A", "quantity": 1}])
