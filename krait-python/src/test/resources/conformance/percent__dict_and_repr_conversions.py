row = {"name": "widget", "qty": 3, "price": 2.5}
print("%(name)-10s x%(qty)3d @ %(price)6.2f = %(total)8.3f" % {**row, "total": row["qty"] * row["price"]})
print("%r vs %s" % ("quote's", "quote's"))
print("%5.1f%%" % 99.44, "%x%%" % 255)
print("%-8s|" % None, "%s" % True, "%d" % True, "%s" % b"raw")
