# Never answers: sleeps far past any limit a test gives.
exec sleep 30
