class Node:
    __slots__ = ("val", "next")
    def __init__(self, val, next=None): self.val, self.next = val, next
class LinkedList:
    def __init__(self, items=()):
        self.head = None
        self.size = 0
        for x in reversed(list(items)):
            self.head = Node(x, self.head)
            self.size += 1
    def __iter__(self):
        n = self.head
        while n:
            yield n.val
            n = n.next
    def __len__(self): return self.size
    def __repr__(self): return " -> ".join(map(repr, self)) or "empty"
    def reverse(self):
        prev, cur = None, self.head
        while cur:
            cur.next, prev, cur = prev, cur, cur.next
        self.head = prev
        return self
    def __contains__(self, x): return any(v == x for v in self)
ll = LinkedList([1, "two", 3.0])
print(ll, len(ll), "two" in ll, 4 in ll, list(ll), ll.reverse(), LinkedList())
