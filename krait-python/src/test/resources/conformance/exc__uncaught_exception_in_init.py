class Conn:
    def __init__(self, port):
        if not 0 < port < 65536:
            raise ValueError(f"invalid port {port}")
        self.port = port
print(Conn(80).port)
Conn(70000)
