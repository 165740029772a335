"""One- or two-page quick-reference sheets (ReportLab), A4 and Letter, with an enforced page limit."""
