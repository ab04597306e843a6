config = {"host": "localhost", "port": 8080}
print("host:", config["host"])
print("user:", config["user"])
