def get():
    return None
v = get()['key']
