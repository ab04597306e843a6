data = {
    'a': 1,
    'b': undefined_name,
}
