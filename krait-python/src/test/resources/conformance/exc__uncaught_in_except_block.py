try:
    {}["a"]
except KeyError:
    undefined_name
