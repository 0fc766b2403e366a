module earlyenv

go 1.26
