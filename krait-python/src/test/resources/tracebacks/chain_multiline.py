data = {'items': None}
result = (
    data['items']
    .copy()
)
