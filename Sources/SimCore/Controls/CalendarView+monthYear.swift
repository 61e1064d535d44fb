/// E1.D7: the title's button turns the grid into month and year wheels (the wheels of
/// UIDatePicker's `.yearAndMonth` mode) and back, as UICalendarView's header does. The
/// wheels move the shown month, not the selected day; the grid comes back on that month.
extension CalendarView {
    /// A tap on the title: the wheels in the grid's place, or the grid again.
    public func toggleMonthYear() {
        setShowingMonthYear(!isShowingMonthYear)
    }

    func setShowingMonthYear(_ showing: Bool) {
        guard showing != isShowingMonthYear else { return }
        if showing, let first = SimpleDate(year: visibleMonth.year, month: visibleMonth.month, day: 1) {
            monthYearPicker.setDate(first)
        }
        isShowingMonthYear = showing
        update()
    }

    /// The wheels settled on a month (clamped to the bounds): the title shows it, and the
    /// grid will.
    func showMonth(of date: SimpleDate) {
        guard canShow(year: date.year, month: date.month) else { return }
        visibleMonth = (date.year, date.month)
        update()
    }
}
