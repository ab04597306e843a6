class Weird(Exception):
    def __str__(self):
        return "weird: " + str(self.args)
raise Weird(1, "two")
