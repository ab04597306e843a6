class = "reserved"
