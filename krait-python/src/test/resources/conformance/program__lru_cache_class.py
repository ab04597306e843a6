class LRU:
    def __init__(self, cap):
        self.cap, self.data = cap, {}
    def get(self, k):
        if k not in self.data:
            return None
        v = self.data.pop(k)
        self.data[k] = v
        return v
    def put(self, k, v):
        if k in self.data:
            self.data.pop(k)
        elif len(self.data) >= self.cap:
            oldest = next(iter(self.data))
            del self.data[oldest]
            print("evict", oldest)
        self.data[k] = v
    def __repr__(self): return f"LRU({list(self.data.items())})"
c = LRU(2)
c.put("a", 1); c.put("b", 2); c.get("a"); c.put("c", 3); c.put("a", 10)
print(c, c.get("b"), c.get("a"), len(c.data))
