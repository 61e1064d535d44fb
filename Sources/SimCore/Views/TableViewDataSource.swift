/// Mirrors UITableViewDataSource for a `TableView` whose sections are made with a row
/// count (`TableSection(id:numberOfRows:)`): the table asks for the cells of the rows
/// near the screen only, and takes back for reuse the cells that scroll away
/// (`TableView.dequeueReusableCell(withIdentifier:)`), so a 2,000-row table holds the
/// cells of about three screens, whatever its length.
///
/// Deviations: the row count is the section's (UIKit asks
/// tableView(_:numberOfRowsInSection:)), and the row height, which UIKit asks its
/// delegate, is asked here.
public protocol TableViewDataSource: AnyObject {
    /// Mirrors tableView(_:cellForRowAt:): a dequeued or new cell, filled for the row.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
    /// Mirrors tableView(_:heightForRowAt:) of UITableViewDelegate: a height, or
    /// `TableView.automaticDimension` for a self-sizing row.
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double
}

extension TableViewDataSource {
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double {
        TableView.automaticDimension
    }
}
