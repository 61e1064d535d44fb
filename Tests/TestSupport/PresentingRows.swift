/// Form rows (YAML, indented as a section's rows) whose tap presents over the form: a
/// button that shows an action sheet (`share`) and one that shows an alert (`erase`).
/// The storms and the stale-presentation tests put them under the rows they study.
public enum PresentingRows {
    public static let shareAndErase = """
              - button: share
                title: Share
                actionSheet:
                  actions:
                    - {title: Mail}
                    - {title: Cancel, style: cancel}
              - button: erase
                title: Erase
                alert:
                  title: Erase?
                  actions:
                    - {title: Cancel, style: cancel}
                    - {title: Erase}
        """
}
